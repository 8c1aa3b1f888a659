# A class body's variable annotations go into the class's own __annotations__.
class Point:
    x: int
    y: float = 0.0
    label: 'str' = 'p'
    def move(self, dx: float) -> 'Point':
        return self
print(Point.__annotations__, Point.y, hasattr(Point, 'x'))
print(Point.move.__annotations__, Point().__annotations__ is Point.__annotations__)
class Sub(Point):
    pass
class Plain:
    pass
print(Sub.__annotations__, Plain.__annotations__)
from dataclasses import dataclass, fields
@dataclass
class Item:
    name: str
    qty: int = 1
print(Item.__annotations__, [f.name for f in fields(Item)], Item('a'))

# expect: {'x': <class 'int'>, 'y': <class 'float'>, 'label': 'str'} 0.0 False
# expect: {'dx': <class 'float'>, 'return': 'Point'} True
# expect: {} {}
# expect: {'name': <class 'str'>, 'qty': <class 'int'>} ['name', 'qty'] Item(name='a', qty=1)
