# Enum's functional API: Enum('Name', names) makes a new enum class from a str of names, a list
# of names, a list of (name, value) pairs or a dict; Flag's get powers of two, start= shifts.
from enum import Enum, IntEnum, Flag
Animal = Enum("Animal", "CAT DOG BIRD")
print(Animal.DOG, Animal.DOG.value, list(Animal), Animal(3).name, Animal["CAT"])
Color = Enum("Color", ["RED", "GREEN"])
print(list(Color), repr(Color), Color.__members__.keys())
Status = Enum("Status", [("ON", "on"), ("OFF", "off")])
print(Status("off"), Status.ON.value)
Size = IntEnum("Size", {"S": 1, "M": 5, "L": 10})
print(Size.M + 1, Size(10), sorted(Size)[0])
Perm = Flag("Perm", "R, W, X")
print(Perm.R | Perm.X, [m.value for m in Perm])
Level = Enum("Level", "LOW HIGH", start=10)
print(list(Level))
print(isinstance(Animal.CAT, Enum), type(Animal.CAT).__name__)
try:
    Animal("x")
except ValueError as e:
    print(e)
# expect: Animal.DOG 2 [<Animal.CAT: 1>, <Animal.DOG: 2>, <Animal.BIRD: 3>] BIRD Animal.CAT
# expect: [<Color.RED: 1>, <Color.GREEN: 2>] <enum 'Color'> dict_keys(['RED', 'GREEN'])
# expect: Status.OFF on
# expect: 6 10 1
# expect: Perm.R|X [1, 2, 4]
# expect: [<Level.LOW: 10>, <Level.HIGH: 11>]
# expect: True Animal
# expect: 'x' is not a valid Animal
