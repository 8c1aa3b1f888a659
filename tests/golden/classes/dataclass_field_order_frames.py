# A dataclass field without a default after one with: CPython raises it in dataclasses.py's
# _init_fn, and the traceback shows dataclass's frames (wrap's only for @dataclass(...)).
from dataclasses import dataclass

try:
    @dataclass(order=True)
    class Item:
        name: str = ""
        price: float
except TypeError as e:
    print(e)


@dataclass
class Student:
    name: str
    year: int = 1
    gpa: float
# expect: non-default argument 'price' follows default argument
# expect stderr:   File "/usr/lib/python3.11/dataclasses.py", line 1220, in dataclass
# expect stderr:     return wrap(cls)
# expect stderr:   File "/usr/lib/python3.11/dataclasses.py", line 1210, in wrap
# expect stderr:   File "/usr/lib/python3.11/dataclasses.py", line 1027, in _process_class
# expect stderr:   File "/usr/lib/python3.11/dataclasses.py", line 545, in _init_fn
# expect runtime error: TypeError: non-default argument 'gpa' follows default argument
