// Side views of the vehicles the demo sells, one per kind of body, for the demo's stock photos
// (issue 19: a demo site should look like a dealer's yard). Each is drawn in its own units: x runs
// 0 (rear) to 100 (front), y up from the ground; the renderer scales them into the picture.

export type Point = readonly [number, number]

export interface VehicleShape {
  /** The painted body, in the car's colour. */
  body: readonly Point[]
  /** Other parts in a fixed colour: a tray, a chassis rail, a tent, a box in white. */
  parts?: readonly { points: readonly Point[]; fill: 'dark' | 'metal' | 'white' | 'canvas' }[]
  /** Glass, drawn dark over the body. */
  windows: readonly (readonly Point[])[]
  /** Wheel centres along x; a pair close together draws as a tandem axle. */
  wheels: readonly number[]
  wheelRadius: number
  /** Where the head and tail lights sit (y), if the vehicle has them. */
  lights?: { front: number; rear: number }
  /** A motorcycle's frame and forks, drawn as strokes rather than panels. */
  strokes?: readonly (readonly Point[])[]
}

const SEDAN: VehicleShape = {
  body: [
    [2, 7],
    [2, 17],
    [6, 20],
    [26, 22],
    [36, 32],
    [60, 33],
    [72, 23],
    [94, 20],
    [99, 15],
    [99, 7],
  ],
  windows: [
    [
      [29, 23],
      [37, 30.5],
      [48, 31],
      [48, 23],
    ],
    [
      [50, 23],
      [50, 31],
      [59, 31.5],
      [68, 23],
    ],
  ],
  wheels: [20, 80],
  wheelRadius: 7.5,
  lights: { front: 16, rear: 16 },
}

/** The shapes by kind; `vehicleKindOf` picks one from a car's body and family. */
export const VEHICLE_SHAPES = {
  sedan: SEDAN,
  hatch: {
    body: [
      [6, 7],
      [5, 18],
      [8, 27],
      [15, 33],
      [52, 33],
      [64, 23],
      [92, 20],
      [97, 14],
      [97, 7],
    ],
    windows: [
      [
        [12, 24],
        [17, 31],
        [36, 31],
        [36, 24],
      ],
      [
        [38, 24],
        [38, 31],
        [51, 31],
        [60, 24],
      ],
    ],
    wheels: [22, 78],
    wheelRadius: 7.5,
    lights: { front: 16, rear: 20 },
  },
  suv: {
    body: [
      [3, 8],
      [3, 30],
      [8, 36],
      [62, 36],
      [72, 25],
      [95, 22],
      [98, 15],
      [98, 8],
    ],
    windows: [
      [
        [9, 26],
        [10, 33],
        [33, 33],
        [33, 26],
      ],
      [
        [35, 26],
        [35, 33],
        [60, 33.5],
        [68, 26],
      ],
    ],
    wheels: [20, 80],
    wheelRadius: 9,
    lights: { front: 18, rear: 24 },
  },
  wagon: {
    body: [
      [2, 7],
      [2, 27],
      [6, 31],
      [60, 32],
      [71, 22],
      [94, 19],
      [99, 14],
      [99, 7],
    ],
    windows: [
      [
        [7, 22],
        [8, 29],
        [34, 29.5],
        [34, 22],
      ],
      [
        [36, 22],
        [36, 29.5],
        [59, 30],
        [67, 22],
      ],
    ],
    wheels: [20, 80],
    wheelRadius: 7.5,
    lights: { front: 15, rear: 20 },
  },
  ute: {
    body: [
      [42, 9],
      [42, 22],
      [44, 34],
      [60, 35],
      [70, 24],
      [94, 21],
      [98, 15],
      [98, 9],
    ],
    parts: [
      {
        points: [
          [2, 10],
          [2, 22],
          [41, 22],
          [41, 10],
        ],
        fill: 'dark',
      },
    ],
    windows: [
      [
        [46, 25],
        [47, 32.5],
        [59, 32.5],
        [66, 25],
      ],
    ],
    wheels: [20, 80],
    wheelRadius: 8.5,
    lights: { front: 17, rear: 18 },
  },
  coupe: {
    body: [
      [3, 7],
      [3, 16],
      [10, 19],
      [30, 21],
      [44, 30],
      [60, 30],
      [74, 21],
      [95, 18],
      [99, 13],
      [99, 7],
    ],
    windows: [
      [
        [34, 22],
        [45, 28.5],
        [59, 28.5],
        [70, 22],
      ],
    ],
    wheels: [21, 80],
    wheelRadius: 7.5,
    lights: { front: 14, rear: 15 },
  },
  van: {
    body: [
      [2, 8],
      [2, 40],
      [6, 43],
      [70, 43],
      [84, 28],
      [96, 24],
      [98, 16],
      [98, 8],
    ],
    windows: [
      [
        [71, 30],
        [72, 40],
        [82, 29],
      ],
    ],
    wheels: [18, 82],
    wheelRadius: 8,
    lights: { front: 19, rear: 30 },
  },
  'cab-chassis': {
    body: [
      [68, 12],
      [68, 48],
      [71, 52],
      [93, 52],
      [98, 40],
      [99, 12],
    ],
    parts: [
      {
        points: [
          [3, 11],
          [3, 16],
          [67, 16],
          [67, 11],
        ],
        fill: 'metal',
      },
    ],
    windows: [
      [
        [84, 38],
        [85, 49],
        [92, 49],
        [96, 39],
      ],
    ],
    wheels: [20, 84],
    wheelRadius: 8.5,
    lights: { front: 18, rear: 15 },
  },
  tipper: {
    body: [
      [68, 12],
      [68, 48],
      [71, 52],
      [93, 52],
      [98, 40],
      [99, 12],
    ],
    parts: [
      {
        points: [
          [3, 11],
          [3, 16],
          [67, 16],
          [67, 11],
        ],
        fill: 'metal',
      },
      {
        points: [
          [3, 17],
          [5, 37],
          [64, 37],
          [66, 17],
        ],
        fill: 'metal',
      },
    ],
    windows: [
      [
        [84, 38],
        [85, 49],
        [92, 49],
        [96, 39],
      ],
    ],
    wheels: [18, 28, 84],
    wheelRadius: 8.5,
    lights: { front: 18, rear: 15 },
  },
  pantech: {
    body: [
      [70, 12],
      [70, 46],
      [73, 50],
      [93, 50],
      [98, 38],
      [99, 12],
    ],
    parts: [
      {
        points: [
          [2, 13],
          [2, 58],
          [68, 58],
          [68, 13],
        ],
        fill: 'white',
      },
    ],
    windows: [
      [
        [85, 36],
        [86, 47],
        [92, 47],
        [96, 37],
      ],
    ],
    wheels: [18, 84],
    wheelRadius: 8.5,
    lights: { front: 18, rear: 20 },
  },
  'prime-mover': {
    body: [
      [52, 12],
      [52, 56],
      [56, 60],
      [86, 60],
      [92, 46],
      [99, 40],
      [99, 12],
    ],
    parts: [
      {
        points: [
          [8, 14],
          [8, 19],
          [51, 19],
          [51, 14],
        ],
        fill: 'dark',
      },
    ],
    windows: [
      [
        [78, 44],
        [79, 56],
        [85, 56],
        [90, 45],
      ],
    ],
    wheels: [18, 33, 86],
    wheelRadius: 9.5,
    lights: { front: 20, rear: 16 },
  },
  motorcycle: {
    body: [
      [38, 30],
      [44, 38],
      [60, 37],
      [66, 31],
      [52, 28],
    ],
    parts: [
      {
        points: [
          [20, 31],
          [24, 35],
          [42, 33],
          [40, 30],
        ],
        fill: 'dark',
      },
    ],
    windows: [],
    strokes: [
      [
        [22, 13],
        [40, 26],
        [56, 27],
        [70, 36],
        [78, 13],
      ],
      [
        [40, 26],
        [48, 15],
        [60, 20],
      ],
      [
        [70, 36],
        [72, 42],
        [76, 43],
      ],
    ],
    wheels: [22, 78],
    wheelRadius: 13,
    lights: { front: 34, rear: 31 },
  },
  scooter: {
    body: [
      [14, 14],
      [16, 30],
      [40, 34],
      [44, 20],
      [60, 17],
      [66, 38],
      [72, 40],
      [74, 14],
      [60, 12],
      [30, 12],
    ],
    parts: [
      {
        points: [
          [18, 31],
          [20, 35],
          [40, 35],
          [40, 32],
        ],
        fill: 'dark',
      },
    ],
    windows: [],
    strokes: [
      [
        [72, 40],
        [72, 48],
        [76, 48],
      ],
    ],
    wheels: [20, 78],
    wheelRadius: 9,
    lights: { front: 36, rear: 28 },
  },
  caravan: {
    body: [
      [6, 12],
      [6, 52],
      [10, 56],
      [74, 56],
      [82, 52],
      [86, 42],
      [86, 12],
    ],
    parts: [
      {
        points: [
          [86, 13],
          [86, 16],
          [99, 11],
          [99, 9],
        ],
        fill: 'dark',
      },
    ],
    windows: [
      [
        [14, 32],
        [14, 44],
        [30, 44],
        [30, 32],
      ],
      [
        [58, 32],
        [58, 44],
        [76, 44],
        [76, 32],
      ],
    ],
    wheels: [42],
    wheelRadius: 8,
    lights: { front: 0, rear: 16 },
  },
  motorhome: {
    body: [
      [2, 10],
      [2, 54],
      [6, 58],
      [76, 58],
      [80, 50],
      [82, 40],
      [92, 36],
      [98, 26],
      [98, 10],
    ],
    windows: [
      [
        [10, 34],
        [10, 46],
        [26, 46],
        [26, 34],
      ],
      [
        [83, 28],
        [84, 38],
        [92, 35],
        [96, 28],
      ],
    ],
    wheels: [20, 82],
    wheelRadius: 8.5,
    lights: { front: 18, rear: 20 },
  },
  'camper-trailer': {
    body: [
      [10, 12],
      [10, 28],
      [80, 28],
      [80, 12],
    ],
    parts: [
      {
        points: [
          [12, 29],
          [20, 44],
          [70, 44],
          [78, 29],
        ],
        fill: 'canvas',
      },
      {
        points: [
          [80, 13],
          [80, 16],
          [99, 11],
          [99, 9],
        ],
        fill: 'dark',
      },
    ],
    windows: [
      [
        [30, 32],
        [32, 40],
        [48, 40],
        [48, 32],
      ],
    ],
    wheels: [44],
    wheelRadius: 9,
    lights: { front: 0, rear: 20 },
  },
} satisfies Record<string, VehicleShape>

export type VehicleKind = keyof typeof VEHICLE_SHAPES

/** Words in a body type and the kind they draw as, most specific first. */
const BODY_WORDS: readonly [RegExp, VehicleKind][] = [
  [/prime\s*mover/i, 'prime-mover'],
  [/tipper|dump/i, 'tipper'],
  [/pantech|taut|curtain|refrig|box/i, 'pantech'],
  [/cab\s*chassis|tray/i, 'cab-chassis'],
  [/scooter/i, 'scooter'],
  [/camper\s*trailer|off.?road\s*trailer/i, 'camper-trailer'],
  [/motorhome|campervan|camper\s*van|c.?class/i, 'motorhome'],
  [/caravan|fifth\s*wheel|pop.?top|hybrid/i, 'caravan'],
  [/ute|pick.?up/i, 'ute'],
  [/van|bus/i, 'van'],
  [/suv|4x4|wagon\s*4/i, 'suv'],
  [/wagon|estate/i, 'wagon'],
  [/hatch/i, 'hatch'],
  [/coupe|convertible|cabriolet|roadster/i, 'coupe'],
  [/sedan|saloon/i, 'sedan'],
]

/** The kind of picture a car gets: its body's words, else its family's usual vehicle. */
export function vehicleKindOf(body: string, family: string): VehicleKind {
  const match = BODY_WORDS.find(([words]) => words.test(body))
  if (match) return match[1]
  switch (family) {
    case 'motorcycles':
      return 'motorcycle'
    case 'trucks':
      return 'cab-chassis'
    case 'rvs':
      return 'caravan'
    default:
      return 'sedan'
  }
}
