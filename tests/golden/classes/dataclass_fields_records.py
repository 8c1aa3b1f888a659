# A dataclass records its fields (__dataclass_fields__, name -> Field, with the annotation as
# the field's type) and its options (__dataclass_params__), as CPython's class does; a Field
# prints every attribute, and field() before the class names it has no name, type or kind.
import re
from dataclasses import dataclass, field, fields, InitVar


@dataclass(order=True)
class Point:
    x: int
    y: float = 0.5
    tags: list = field(default_factory=list, repr=False, metadata={"unit": "m"}, hash=False)
    scale: InitVar[int] = 1


print(list(Point.__dataclass_fields__))
# expect: ['x', 'y', 'tags', 'scale']
f = Point.__dataclass_fields__["tags"]
print(f.name, f.type, f.default_factory, f.repr, f.hash, f.metadata["unit"], f.kw_only, f._field_type)
# expect: tags <class 'list'> <class 'list'> False False m False _FIELD
print(Point.__dataclass_fields__["scale"]._field_type)
# expect: _FIELD_INITVAR
print([g.type for g in fields(Point)])
# expect: [<class 'int'>, <class 'float'>, <class 'list'>]
print(re.sub("0x[0-9a-f]+", "ADDR", repr(Point.__dataclass_fields__["y"])))
# expect: Field(name='y',type=<class 'float'>,default=0.5,default_factory=<dataclasses._MISSING_TYPE object at ADDR>,init=True,repr=True,hash=None,compare=True,metadata=mappingproxy({}),kw_only=False,_field_type=_FIELD)
print(Point.__dataclass_params__)
# expect: _DataclassParams(init=True,repr=True,eq=True,order=True,unsafe_hash=False,frozen=False)
print(Point.__dataclass_params__.order, Point.__dataclass_params__.frozen)
# expect: True False
loose = field(default=3)
print(loose.name, loose.type, loose.kw_only is not True, loose._field_type)
# expect: None None True None
