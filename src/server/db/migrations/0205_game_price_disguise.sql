-- docs/decisions/0049-game-price-disguise.md: each game's prices are disguised (scale, merged days, noise); null = real prices (older games).
ALTER TABLE "games" ADD COLUMN "price_disguise" jsonb;
