# An enum member's value and name are read-only (properties over _value_ and _name_ defined on
# Enum, as CPython words the error); other attributes may be set on a member.
from enum import Enum, IntEnum, Flag
class C(Enum):
    RED = 1
class I(IntEnum):
    A = 1
class F(Flag):
    X = 1
for m in (C.RED, I.A, F.X):
    for attr in ("value", "name"):
        try:
            setattr(m, attr, 5)
        except AttributeError as e:
            print(e)
    try:
        del m.value
    except AttributeError as e:
        print(e)
C.RED.extra = 3
print(C.RED.extra, C.RED.value, C.RED._value_)
C.RED._value_ = 9
print(C.RED.value)
# expect: <enum 'Enum'> cannot set attribute 'value'
# expect: <enum 'Enum'> cannot set attribute 'name'
# expect: <enum 'Enum'> cannot delete attribute 'value'
# expect: <enum 'Enum'> cannot set attribute 'value'
# expect: <enum 'Enum'> cannot set attribute 'name'
# expect: <enum 'Enum'> cannot delete attribute 'value'
# expect: <enum 'Enum'> cannot set attribute 'value'
# expect: <enum 'Enum'> cannot set attribute 'name'
# expect: <enum 'Enum'> cannot delete attribute 'value'
# expect: 3 1 1
# expect: 9
