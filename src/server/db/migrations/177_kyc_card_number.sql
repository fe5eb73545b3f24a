-- The number of the user's identity card (spec section 3 KYC user info cardNumber): the personal
-- information's optional field writes it; the demo seed gives one to users whose identity is verified.
ALTER TABLE users ADD COLUMN id_card_number TEXT;
