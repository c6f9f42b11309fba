/**
 * Makes sold in the US, each with common models. It answers make suggestions, and model lists
 * whenever the vehicle-data service cannot be reached (a shop without internet still works).
 * Models here are not per year: the offline answer is a good guess, not the registry.
 */
export const vehicleCatalog: Readonly<Record<string, readonly string[]>> = {
  Acura: ["ILX", "Integra", "MDX", "RDX", "RLX", "TLX", "TSX", "ZDX"],
  "Alfa Romeo": ["Giulia", "Stelvio", "Tonale", "4C"],
  "Aston Martin": ["DB11", "DBX", "Vantage"],
  Audi: ["A3", "A4", "A5", "A6", "A7", "A8", "e-tron", "Q3", "Q5", "Q7", "Q8", "R8", "TT"],
  Bentley: ["Bentayga", "Continental GT", "Flying Spur"],
  BMW: ["2 Series", "3 Series", "4 Series", "5 Series", "7 Series", "i3", "i4", "iX", "X1", "X3", "X5", "X7", "Z4"],
  Buick: ["Enclave", "Encore", "Encore GX", "Envision", "LaCrosse", "Regal"],
  Cadillac: ["CT4", "CT5", "Escalade", "Lyriq", "XT4", "XT5", "XT6"],
  Chevrolet: ["Blazer", "Bolt EV", "Camaro", "Colorado", "Corvette", "Equinox", "Express", "Impala", "Malibu", "Silverado 1500", "Silverado 2500HD", "Suburban", "Tahoe", "Traverse", "Trax"],
  Chrysler: ["200", "300", "Pacifica", "Town & Country", "Voyager"],
  Dodge: ["Challenger", "Charger", "Durango", "Grand Caravan", "Hornet", "Journey"],
  Ferrari: ["296 GTB", "488", "F8 Tributo", "Portofino", "Roma", "SF90 Stradale"],
  Fiat: ["500", "500X", "124 Spider"],
  Fisker: ["Ocean"],
  Ford: ["Bronco", "Bronco Sport", "E-Series", "Edge", "Escape", "Expedition", "Explorer", "F-150", "F-250", "F-350", "Fiesta", "Focus", "Fusion", "Maverick", "Mustang", "Mustang Mach-E", "Ranger", "Transit", "Transit Connect"],
  Freightliner: ["Cascadia", "M2 106", "Sprinter"],
  Genesis: ["G70", "G80", "G90", "GV60", "GV70", "GV80"],
  GMC: ["Acadia", "Canyon", "Hummer EV", "Savana", "Sierra 1500", "Sierra 2500HD", "Terrain", "Yukon", "Yukon XL"],
  Honda: ["Accord", "Civic", "CR-V", "Fit", "HR-V", "Insight", "Odyssey", "Passport", "Pilot", "Prologue", "Ridgeline"],
  Hummer: ["H1", "H2", "H3"],
  Hyundai: ["Accent", "Elantra", "Ioniq 5", "Ioniq 6", "Kona", "Palisade", "Santa Cruz", "Santa Fe", "Sonata", "Tucson", "Venue"],
  Infiniti: ["Q50", "Q60", "QX50", "QX55", "QX60", "QX80"],
  International: ["CV", "HV", "LT", "MV"],
  Isuzu: ["NPR", "NQR", "Rodeo", "Trooper"],
  Jaguar: ["E-Pace", "F-Pace", "F-Type", "I-Pace", "XE", "XF"],
  Jeep: ["Cherokee", "Compass", "Gladiator", "Grand Cherokee", "Grand Wagoneer", "Renegade", "Wagoneer", "Wrangler"],
  Kenworth: ["T680", "T880", "W900"],
  Kia: ["Carnival", "EV6", "EV9", "Forte", "K5", "Niro", "Optima", "Rio", "Seltos", "Sorento", "Soul", "Sportage", "Stinger", "Telluride"],
  Lamborghini: ["Aventador", "Huracan", "Revuelto", "Urus"],
  "Land Rover": ["Defender", "Discovery", "Discovery Sport", "Range Rover", "Range Rover Evoque", "Range Rover Sport", "Range Rover Velar"],
  Lexus: ["ES", "GX", "IS", "LS", "LX", "NX", "RC", "RX", "RZ", "TX", "UX"],
  Lincoln: ["Aviator", "Continental", "Corsair", "MKZ", "Nautilus", "Navigator"],
  Lotus: ["Eletre", "Emira", "Evora"],
  Lucid: ["Air", "Gravity"],
  Mack: ["Anthem", "Granite", "Pinnacle"],
  Maserati: ["Ghibli", "Grecale", "GranTurismo", "Levante", "MC20", "Quattroporte"],
  Maybach: ["GLS 600", "S 580", "S 680"],
  Mazda: ["CX-3", "CX-30", "CX-5", "CX-50", "CX-9", "CX-90", "Mazda3", "Mazda6", "MX-5 Miata"],
  McLaren: ["570S", "720S", "750S", "Artura", "GT"],
  "Mercedes-Benz": ["A-Class", "C-Class", "CLA", "E-Class", "EQE", "EQS", "G-Class", "GLA", "GLB", "GLC", "GLE", "GLS", "S-Class", "Sprinter"],
  Mercury: ["Grand Marquis", "Mariner", "Milan", "Mountaineer"],
  Mini: ["Clubman", "Convertible", "Countryman", "Hardtop"],
  Mitsubishi: ["Eclipse Cross", "Lancer", "Mirage", "Outlander", "Outlander Sport"],
  Nissan: ["Altima", "Ariya", "Armada", "Frontier", "Kicks", "Leaf", "Maxima", "Murano", "Pathfinder", "Rogue", "Sentra", "Titan", "Versa"],
  Oldsmobile: ["Alero", "Aurora", "Cutlass", "Intrigue"],
  Peterbilt: ["389", "567", "579"],
  Polestar: ["Polestar 2", "Polestar 3"],
  Pontiac: ["G6", "Grand Am", "Grand Prix", "Vibe"],
  Porsche: ["911", "718 Boxster", "718 Cayman", "Cayenne", "Macan", "Panamera", "Taycan"],
  Ram: ["1500", "2500", "3500", "ProMaster", "ProMaster City"],
  Rivian: ["R1S", "R1T", "EDV"],
  "Rolls-Royce": ["Cullinan", "Ghost", "Phantom", "Spectre", "Wraith"],
  Saab: ["9-3", "9-5"],
  Saturn: ["Aura", "Ion", "Outlook", "Vue"],
  Scion: ["FR-S", "iM", "tC", "xB"],
  Smart: ["Fortwo"],
  Subaru: ["Ascent", "BRZ", "Crosstrek", "Forester", "Impreza", "Legacy", "Outback", "Solterra", "WRX"],
  Suzuki: ["Grand Vitara", "Kizashi", "SX4"],
  Tesla: ["Cybertruck", "Model 3", "Model S", "Model X", "Model Y"],
  Toyota: ["4Runner", "86", "Avalon", "bZ4X", "Camry", "Corolla", "Corolla Cross", "Highlander", "Land Cruiser", "Prius", "RAV4", "Sequoia", "Sienna", "Supra", "Tacoma", "Tundra", "Venza"],
  VinFast: ["VF 8", "VF 9"],
  Volkswagen: ["Atlas", "Atlas Cross Sport", "Beetle", "Golf", "GTI", "ID.4", "Jetta", "Passat", "Taos", "Tiguan"],
  Volvo: ["C40", "S60", "S90", "V60", "V90", "XC40", "XC60", "XC90"],
};

export const catalogMakes: readonly string[] = Object.keys(vehicleCatalog);

const byLowerMake = new Map(Object.entries(vehicleCatalog).map(([make, models]) => [make.toLowerCase(), models]));

/** The catalog's models of a make, whatever its case; [] for a make the catalog does not know. */
export function catalogModels(make: string): readonly string[] {
  return byLowerMake.get(make.trim().toLowerCase()) ?? [];
}
