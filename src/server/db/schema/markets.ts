// Tables of this area are added here by the feature that owns them (see README "Layout of the code").
export {};
