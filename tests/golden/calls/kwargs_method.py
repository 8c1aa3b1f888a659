# **kwargs in methods, __init__ and a subclass passing them on
class Base:
    def __init__(self, **opts):
        self.opts = opts

class Child(Base):
    def __init__(self, name, **opts):
        super().__init__(**opts)
        self.name = name

    def describe(self, *extra, **more):
        return self.name, self.opts, extra, more

c = Child('c', x=1, y=2)
print(c.describe(3, z=4))
# expect: ('c', {'x': 1, 'y': 2}, (3,), {'z': 4})
