# A side effect that gives DEFAULT (from a function or an iterable) hands the call to the return
# value, or to wraps; each call that does so drops its reference to DEFAULT (the in-process fuzz
# replay found one kept per call).
from unittest.mock import DEFAULT, MagicMock, Mock

m = Mock(return_value=7, side_effect=[1, DEFAULT, 3])
print(m(), m(), m())
f = Mock(return_value=5, side_effect=lambda: DEFAULT)
print([f() for _ in range(3)])
w = Mock(side_effect=lambda x: DEFAULT, wraps=lambda x: x * 2)
print(w(21))
g = MagicMock(side_effect=iter([DEFAULT, "two"]))
print(type(g()).__name__, g())
print(m.call_count, f.call_count, g.call_count)
# expect: 1 7 3
# expect: [5, 5, 5]
# expect: 42
# expect: MagicMock two
# expect: 3 3 2
