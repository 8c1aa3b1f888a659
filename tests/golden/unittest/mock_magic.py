# MagicMock: the magic methods are mocks with CPython's defaults (len 0, iter empty, true, int
# 1, not containing), configurable through their return_value; a context manager too.
from unittest.mock import MagicMock

mm = MagicMock()
print(len(mm), list(mm), bool(mm), int(mm), float(mm), 3 in mm)
mm.__len__.return_value = 7
mm.__iter__.return_value = [1, 2]
mm.__contains__.return_value = True
print(len(mm), list(mm), list(mm), 3 in mm)
mm.__getitem__.return_value = "item"
print(mm["k"], mm.__getitem__.call_args)
with mm as v:
    print(v is mm.__enter__.return_value)
print(mm.__exit__.called, mm.child.__len__())
print(type(mm.child).__name__, type(mm()).__name__)
# expect: 0 [] True 1 1.0 False
# expect: 7 [1, 2] [1, 2] True
# expect: item call('k')
# expect: True
# expect: True 0
# expect: MagicMock MagicMock
