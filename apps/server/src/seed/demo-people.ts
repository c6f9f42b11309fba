// Name and place pools for demo and benchmark customers. Common US names, so that a search for
// "jo" or "smi" finds many, as it would in a real shop.

export const firstNames: readonly string[] = [
  "James", "Mary", "Robert", "Patricia", "John", "Jennifer", "Michael", "Linda", "David", "Elizabeth",
  "William", "Barbara", "Richard", "Susan", "Joseph", "Jessica", "Thomas", "Sarah", "Charles", "Karen",
  "Christopher", "Lisa", "Daniel", "Nancy", "Matthew", "Betty", "Anthony", "Margaret", "Mark", "Sandra",
  "Donald", "Ashley", "Steven", "Kimberly", "Paul", "Emily", "Andrew", "Donna", "Joshua", "Michelle",
  "Kenneth", "Carol", "Kevin", "Amanda", "Brian", "Dorothy", "George", "Melissa", "Timothy", "Deborah",
  "Ronald", "Stephanie", "Edward", "Rebecca", "Jason", "Sharon", "Jeffrey", "Laura", "Ryan", "Cynthia",
  "Jacob", "Kathleen", "Gary", "Amy", "Nicholas", "Angela", "Eric", "Shirley", "Jonathan", "Anna",
  "Stephen", "Brenda", "Larry", "Pamela", "Justin", "Emma", "Scott", "Nicole", "Brandon", "Helen",
  "Benjamin", "Samantha", "Samuel", "Katherine", "Gregory", "Christine", "Alexander", "Debra", "Frank", "Rachel",
  "Patrick", "Carolyn", "Raymond", "Janet", "Jack", "Catherine", "Dennis", "Maria", "Jerry", "Heather",
];

export const lastNames: readonly string[] = [
  "Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez",
  "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Martin",
  "Lee", "Perez", "Thompson", "White", "Harris", "Sanchez", "Clark", "Ramirez", "Lewis", "Robinson",
  "Walker", "Young", "Allen", "King", "Wright", "Scott", "Torres", "Nguyen", "Hill", "Flores",
  "Green", "Adams", "Nelson", "Baker", "Hall", "Rivera", "Campbell", "Mitchell", "Carter", "Roberts",
  "Gomez", "Phillips", "Evans", "Turner", "Diaz", "Parker", "Cruz", "Edwards", "Collins", "Reyes",
  "Stewart", "Morris", "Morales", "Murphy", "Cook", "Rogers", "Gutierrez", "Ortiz", "Morgan", "Cooper",
  "Peterson", "Bailey", "Reed", "Kelly", "Howard", "Ramos", "Kim", "Cox", "Ward", "Richardson",
  "Watson", "Brooks", "Chavez", "Wood", "James", "Bennett", "Gray", "Mendoza", "Ruiz", "Hughes",
  "Price", "Alvarez", "Castillo", "Sanders", "Patel", "Myers", "Long", "Ross", "Foster", "Jimenez",
];

/** Real US area codes, for demo and benchmark phone numbers. */
export const areaCodes: readonly string[] = [
  "201", "202", "212", "213", "214", "305", "310", "312", "313", "404", "407", "415", "469", "503", "512",
  "602", "610", "617", "702", "713", "718", "720", "773", "786", "801", "813", "832", "858", "904", "917",
];

export const cities: readonly { city: string; state: string; zip: string }[] = [
  { city: "Springfield", state: "IL", zip: "62701" },
  { city: "Austin", state: "TX", zip: "78701" },
  { city: "Orlando", state: "FL", zip: "32801" },
  { city: "Phoenix", state: "AZ", zip: "85004" },
  { city: "Denver", state: "CO", zip: "80202" },
  { city: "Columbus", state: "OH", zip: "43215" },
];

export const streets: readonly string[] = ["Main St", "Oak Ave", "Maple Dr", "Cedar Ln", "Park Blvd", "Elm St", "Lakeview Rd", "Pine Ct"];

/** Colours cars come in, weighted towards the common ones by repetition. */
export const carColorCodes: readonly string[] = [
  "#000000", "#000000", "#FFFFFF", "#FFFFFF", "#C0C0C0", "#C0C0C0", "#808080", "#36454F",
  "#FF0000", "#800000", "#0000FF", "#000080", "#4169E1", "#008000", "#F5F5DC", "#8B4513", "#D4AF37", "#FFA500",
];
