# ** into a class call: __init__ gets the keywords
class Point:
    def __init__(self, x, y=0, **extra):
        self.x, self.y, self.extra = x, y, extra

p = Point(**{'x': 1, 'y': 2})
print(p.x, p.y, p.extra)
q = Point(*[3], **{'color': 'red'}, size=4)
print(q.x, q.y, q.extra)
# expect: 1 2 {}
# expect: 3 0 {'color': 'red', 'size': 4}
