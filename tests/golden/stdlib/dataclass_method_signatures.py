# inspect.signature of the methods a dataclass generates, and help() of a dataclass
import inspect
from dataclasses import dataclass, field

@dataclass(order=True)
class Item:
    """An item."""
    name: str
    qty: int = 1
    tags: list = field(default_factory=list)

print(inspect.signature(Item))
print(inspect.signature(Item.__init__))
print(inspect.signature(Item.__eq__), inspect.signature(Item.__lt__), inspect.signature(Item.__repr__))
help(Item)

# expect: (name: str, qty: int = 1, tags: list = <factory>) -> None
# expect: (self, name: str, qty: int = 1, tags: list = <factory>) -> None
# expect: (self, other) (self, other) (self)
# expect: Help on class Item in module __main__:
# expect: 
# expect: class Item(builtins.object)
# expect:  |  Item(name: str, qty: int = 1, tags: list = <factory>) -> None
# expect:  |  
# expect:  |  An item.
# expect:  |  
# expect:  |  Methods defined here:
# expect:  |  
# expect:  |  __eq__(self, other)
# expect:  |      Return self==value.
# expect:  |  
# expect:  |  __ge__(self, other)
# expect:  |      Return self>=value.
# expect:  |  
# expect:  |  __gt__(self, other)
# expect:  |      Return self>value.
# expect:  |  
# expect:  |  __init__(self, name: str, qty: int = 1, tags: list = <factory>) -> None
# expect:  |      Initialize self.  See help(type(self)) for accurate signature.
# expect:  |  
# expect:  |  __le__(self, other)
# expect:  |      Return self<=value.
# expect:  |  
# expect:  |  __lt__(self, other)
# expect:  |      Return self<value.
# expect:  |  
# expect:  |  __repr__(self)
# expect:  |      Return repr(self).
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
# expect:  |  __annotations__ = {'name': <class 'str'>, 'qty': <class 'int'>, 'tags'...
# expect:  |  
# expect:  |  __dataclass_fields__ = {'name': Field(name='name',type=<class 'str'>,d...
# expect:  |  
# expect:  |  __dataclass_params__ = _DataclassParams(init=True,repr=True,eq=True,or...
# expect:  |  
# expect:  |  __hash__ = None
# expect:  |  
# expect:  |  __match_args__ = ('name', 'qty', 'tags')
# expect:  |  
# expect:  |  qty = 1
# expect: 
