# single inheritance: overriding, super() with no arguments and super(C, self)
class Animal:
    sound = "..."

    def __init__(self, name):
        self.name = name

    def speak(self):
        return f"{self.name} says {self.sound}"

    def describe(self):
        return "animal " + self.speak()


class Dog(Animal):
    sound = "woof"

    def __init__(self, name, breed):
        super().__init__(name)
        self.breed = breed

    def speak(self):
        return super().speak() + "!"


class Puppy(Dog):
    def __init__(self, name):
        super(Puppy, self).__init__(name, "mixed")

    def speak(self):
        return "small " + super().speak()


for a in [Animal("generic"), Dog("Rex", "lab"), Puppy("Bit")]:
    print(a.describe(), type(a).__name__)
p = Puppy("Tiny")
print(p.breed, isinstance(p, Animal), isinstance(p, Dog), issubclass(Puppy, Animal))
print(Puppy.__mro__)
print(Puppy.__bases__, Dog.__base__, Animal.__bases__)
print(Dog.speak(p), Animal.speak(p))
# expect: animal generic says ... Animal
# expect: animal Rex says woof! Dog
# expect: animal small Bit says woof! Puppy
# expect: mixed True True True
# expect: (<class '__main__.Puppy'>, <class '__main__.Dog'>, <class '__main__.Animal'>, <class 'object'>)
# expect: (<class '__main__.Dog'>,) <class '__main__.Animal'> (<class 'object'>,)
# expect: Tiny says woof! Tiny says woof
