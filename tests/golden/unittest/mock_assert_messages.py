# The assert_* methods' failure messages, as CPython 3.11 words them.
from unittest.mock import Mock, call

m = Mock()
m(1, x=2)
for check in [
    lambda: m.assert_called_once_with(1, 3),
    lambda: m.assert_called_with(2),
    lambda: m.assert_any_call(9),
    lambda: m.assert_not_called(),
    lambda: m.other.assert_called_once(),
    lambda: m.other.assert_called(),
    lambda: m.other.assert_called_with(5),
    lambda: m.assert_has_calls([call(2)]),
    lambda: m.assert_has_calls([call(3)], any_order=True),
]:
    try:
        check()
        print("passed")
    except AssertionError as e:
        print(str(e).replace("\n", " | "))
m(5)
try:
    m.assert_called_once_with(5)
except AssertionError as e:
    print(str(e).replace("\n", " | "))
n = Mock(name="fetch")
n("url")
try:
    n.assert_called_with("other")
except AssertionError as e:
    print(str(e).replace("\n", " | "))
# expect: expected call not found. | Expected: mock(1, 3) | Actual: mock(1, x=2)
# expect: expected call not found. | Expected: mock(2) | Actual: mock(1, x=2)
# expect: mock(9) call not found
# expect: Expected 'mock' to not have been called. Called 1 times. | Calls: [call(1, x=2)].
# expect: Expected 'other' to have been called once. Called 0 times.
# expect: Expected 'other' to have been called.
# expect: expected call not found. | Expected: other(5) | Actual: not called.
# expect: Calls not found. | Expected: [call(2)] | Actual: [call(1, x=2)]
# expect: 'mock' does not contain all of (call(3),) in its call list, found [call(1, x=2)] instead
# expect: Expected 'mock' to be called once. Called 2 times. | Calls: [call(1, x=2), call(5)].
# expect: expected call not found. | Expected: fetch('other') | Actual: fetch('url')
