# dir() of a class and its instances: own and inherited names, __dict__ entries, dunders.
class Animal:
    legs = 4
    def __init__(self, name):
        self.name = name
    def speak(self):
        return '...'
class Dog(Animal):
    def speak(self):
        return 'woof'
    @property
    def loud(self):
        return self.speak().upper()
d = Dog('rex')
d.age = 3
print(dir(Animal))
print(dir(d))
print([n for n in dir(d) if not n.startswith('_')])
class Point:
    x: int = 0
    y: int = 0
print([n for n in dir(Point) if not n.startswith('__')], '__annotations__' in dir(Point))

# expect: ['__class__', '__delattr__', '__dict__', '__dir__', '__doc__', '__eq__', '__format__', '__ge__', '__getattribute__', '__getstate__', '__gt__', '__hash__', '__init__', '__init_subclass__', '__le__', '__lt__', '__module__', '__ne__', '__new__', '__reduce__', '__reduce_ex__', '__repr__', '__setattr__', '__sizeof__', '__str__', '__subclasshook__', '__weakref__', 'legs', 'speak']
# expect: ['__class__', '__delattr__', '__dict__', '__dir__', '__doc__', '__eq__', '__format__', '__ge__', '__getattribute__', '__getstate__', '__gt__', '__hash__', '__init__', '__init_subclass__', '__le__', '__lt__', '__module__', '__ne__', '__new__', '__reduce__', '__reduce_ex__', '__repr__', '__setattr__', '__sizeof__', '__str__', '__subclasshook__', '__weakref__', 'age', 'legs', 'loud', 'name', 'speak']
# expect: ['age', 'legs', 'loud', 'name', 'speak']
# expect: ['x', 'y'] True
