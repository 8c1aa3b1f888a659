# help() of the program's own functions, methods and classes, as pydoc writes it when stdout is
# not a terminal
import functools

def area(w, h=2):
    """Return the area.

    Multiply w by h.
    """
    return w * h

def nodoc(a, *args, b=1, **kw):
    pass

class Shape:
    """A shape."""
    sides = 0
    def __init__(self, name):
        self.name = name
    def describe(self):
        """Describe the shape."""
        return self.name
    def _hidden(self):
        pass
    @property
    def label(self):
        """The label."""
        return self.name.upper()
    @classmethod
    def unit(cls):
        """A unit shape."""
        return cls("unit")
    @staticmethod
    def helper(x):
        return x

class Square(Shape):
    """A square."""
    sides = 4
    size: float = 1.0
    def describe(self):
        return "square"
    @property
    def side(self):
        return self.size
    @side.setter
    def side(self, v):
        self.size = v

class Slotted:
    __slots__ = ("a",)

def deco(f):
    @functools.wraps(f)
    def inner(*a, **k):
        return f(*a, **k)
    return inner

@deco
def wrapped(x, y=0):
    "Wrapped."

help(area)
help(nodoc)
help(Shape)
help(Square)
help(Slotted)
help(Square.describe)
help(Square("s").describe)
help(Shape.label)
help(wrapped)
help(lambda x, y: x)
help(Shape.unit)

# expect: Help on function area in module __main__:
# expect: 
# expect: area(w, h=2)
# expect:     Return the area.
# expect:     
# expect:     Multiply w by h.
# expect: 
# expect: Help on function nodoc in module __main__:
# expect: 
# expect: nodoc(a, *args, b=1, **kw)
# expect: 
# expect: Help on class Shape in module __main__:
# expect: 
# expect: class Shape(builtins.object)
# expect:  |  Shape(name)
# expect:  |  
# expect:  |  A shape.
# expect:  |  
# expect:  |  Methods defined here:
# expect:  |  
# expect:  |  __init__(self, name)
# expect:  |      Initialize self.  See help(type(self)) for accurate signature.
# expect:  |  
# expect:  |  describe(self)
# expect:  |      Describe the shape.
# expect:  |  
# expect:  |  ----------------------------------------------------------------------
# expect:  |  Class methods defined here:
# expect:  |  
# expect:  |  unit() from builtins.type
# expect:  |      A unit shape.
# expect:  |  
# expect:  |  ----------------------------------------------------------------------
# expect:  |  Static methods defined here:
# expect:  |  
# expect:  |  helper(x)
# expect:  |  
# expect:  |  ----------------------------------------------------------------------
# expect:  |  Readonly properties defined here:
# expect:  |  
# expect:  |  label
# expect:  |      The label.
# expect:  |  
# expect:  |  ----------------------------------------------------------------------
# expect:  |  Data descriptors defined here:
# expect:  |  
# expect:  |  __dict__
# expect:  |      dictionary for instance variables (if defined)
# expect:  |  
# expect:  |  __weakref__
# expect:  |      list of weak references to the object (if defined)
# expect:  |  
# expect:  |  ----------------------------------------------------------------------
# expect:  |  Data and other attributes defined here:
# expect:  |  
# expect:  |  sides = 0
# expect: 
# expect: Help on class Square in module __main__:
# expect: 
# expect: class Square(Shape)
# expect:  |  Square(name)
# expect:  |  
# expect:  |  A square.
# expect:  |  
# expect:  |  Method resolution order:
# expect:  |      Square
# expect:  |      Shape
# expect:  |      builtins.object
# expect:  |  
# expect:  |  Methods defined here:
# expect:  |  
# expect:  |  describe(self)
# expect:  |      Describe the shape.
# expect:  |  
# expect:  |  ----------------------------------------------------------------------
# expect:  |  Data descriptors defined here:
# expect:  |  
# expect:  |  side
# expect:  |  
# expect:  |  ----------------------------------------------------------------------
# expect:  |  Data and other attributes defined here:
# expect:  |  
# expect:  |  __annotations__ = {'size': <class 'float'>}
# expect:  |  
# expect:  |  sides = 4
# expect:  |  
# expect:  |  size = 1.0
# expect:  |  
# expect:  |  ----------------------------------------------------------------------
# expect:  |  Methods inherited from Shape:
# expect:  |  
# expect:  |  __init__(self, name)
# expect:  |      Initialize self.  See help(type(self)) for accurate signature.
# expect:  |  
# expect:  |  ----------------------------------------------------------------------
# expect:  |  Class methods inherited from Shape:
# expect:  |  
# expect:  |  unit() from builtins.type
# expect:  |      A unit shape.
# expect:  |  
# expect:  |  ----------------------------------------------------------------------
# expect:  |  Static methods inherited from Shape:
# expect:  |  
# expect:  |  helper(x)
# expect:  |  
# expect:  |  ----------------------------------------------------------------------
# expect:  |  Readonly properties inherited from Shape:
# expect:  |  
# expect:  |  label
# expect:  |      The label.
# expect:  |  
# expect:  |  ----------------------------------------------------------------------
# expect:  |  Data descriptors inherited from Shape:
# expect:  |  
# expect:  |  __dict__
# expect:  |      dictionary for instance variables (if defined)
# expect:  |  
# expect:  |  __weakref__
# expect:  |      list of weak references to the object (if defined)
# expect: 
# expect: Help on class Slotted in module __main__:
# expect: 
# expect: class Slotted(builtins.object)
# expect:  |  Data descriptors defined here:
# expect:  |  
# expect:  |  a
# expect: 
# expect: Help on function describe in module __main__:
# expect: 
# expect: describe(self)
# expect:     Describe the shape.
# expect: 
# expect: Help on method describe in module __main__:
# expect: 
# expect: describe() method of __main__.Square instance
# expect:     Describe the shape.
# expect: 
# expect: Help on property:
# expect: 
# expect:     The label.
# expect: 
# expect: Help on function wrapped in module __main__:
# expect: 
# expect: wrapped(x, y=0)
# expect:     Wrapped.
# expect: 
# expect: Help on function <lambda> in module __main__:
# expect: 
# expect: <lambda> lambda x, y
# expect: 
# expect: Help on method unit in module __main__:
# expect: 
# expect: unit() method of builtins.type instance
# expect:     A unit shape.
# expect: 
