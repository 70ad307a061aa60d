-- docs/features/public-site.md: the seeded testimonials are invented people, never 'Verified'.
-- `verified` stays the operator's flag for a real member's testimonial (set it by SQL on that row).
UPDATE "testimonials" SET "verified" = false
 WHERE "slug" IN ('maria-k', 'daniel-o', 'helen-t', 'jorge-r', 'sophie-b', 'tom-w', 'aisha-n', 'lukas-m');
