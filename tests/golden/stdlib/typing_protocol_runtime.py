# typing.Protocol with @runtime_checkable: isinstance/issubclass match by members (a method set
# to None does not count), a plain protocol refuses the check, a class deriving from the protocol
# matches by inheritance, and runtime_checkable refuses a class that is not a protocol.
from typing import Protocol, runtime_checkable
@runtime_checkable
class Drawable(Protocol):
    def draw(self) -> str: ...
class Closable(Protocol):
    def close(self): ...
@runtime_checkable
class HasName(Protocol):
    name: str
class Box:
    def draw(self): return "[]"
class Blob: pass
class NoneDraw:
    draw = None
class Named:
    def __init__(self): self.name = "n"
class Explicit(Drawable): pass
print(isinstance(Box(), Drawable), isinstance(Blob(), Drawable), isinstance(NoneDraw(), Drawable), isinstance(Explicit(), Drawable))
print(issubclass(Box, Drawable), issubclass(Blob, Drawable), isinstance(Named(), HasName), isinstance(Blob(), HasName))
print(isinstance("s", Drawable), Drawable, type(Drawable).__name__, Drawable.__mro__[1:])
try:
    isinstance(Box(), Closable)
except TypeError as e:
    print(e)
try:
    runtime_checkable(Box)
except TypeError as e:
    print(e)
print(Explicit().draw(), isinstance(Explicit(), Explicit))
# expect: True False False True
# expect: True False True False
# expect: False <class '__main__.Drawable'> _ProtocolMeta (<class 'typing.Protocol'>, <class 'typing.Generic'>, <class 'object'>)
# expect: Instance and class checks can only be used with @runtime_checkable protocols
# expect: @runtime_checkable can be only applied to protocol classes, got <class '__main__.Box'>
# expect: None True
