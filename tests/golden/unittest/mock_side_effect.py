# side_effect: an exception (class or instance) is raised, an iterable gives one result per
# call (StopIteration after), a function's result is returned unless it is DEFAULT.
from unittest.mock import DEFAULT, Mock

m = Mock(side_effect=ValueError("bad"))
try:
    m()
except ValueError as e:
    print("ValueError", e)
k = Mock(side_effect=KeyError)
try:
    k()
except KeyError as e:
    print("KeyError", repr(e))
s = Mock(side_effect=[1, 2, IndexError("third")])
print(s(), s())
try:
    s()
except IndexError as e:
    print("IndexError", e)
try:
    s()
except StopIteration:
    print("StopIteration")
f = Mock(side_effect=lambda x: x * 2)
print(f(21))
d = Mock(side_effect=lambda x: DEFAULT, return_value=7)
print(d(1))
f.side_effect = None
f.return_value = 5
print(f(1), f.call_count)
# expect: ValueError bad
# expect: KeyError KeyError()
# expect: 1 2
# expect: IndexError third
# expect: StopIteration
# expect: 42
# expect: 7
# expect: 5 2
