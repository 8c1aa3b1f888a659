# mock_calls and method_calls record the calls of children as call.name(...); assert_has_calls
# looks for a run of them; call objects compare and print as CPython's; ANY matches anything.
from unittest.mock import ANY, Mock, call

m = Mock()
m(1)
m.a.b.c(5)
m.save("x", force=True)
m().ret(2)
print(m.mock_calls)
print(m.method_calls)
print(m.a.b.c.mock_calls, m.a.mock_calls)
m.assert_has_calls([call.a.b.c(5), call.save("x", force=True)])
m.save.assert_called_with(ANY, force=True)
print(call, call.foo, call(1), call.foo.bar(2, z=3), repr(ANY))
print(call(1) == call(1), call(1) != call(2), call.x(1) == call.y(1), m.mock_calls[0] == call(1))
m.reset_mock()
print(m.mock_calls, m.a.b.c.called, m.call_count)
# expect: [call(1), call.a.b.c(5), call.save('x', force=True), call(), call().ret(2)]
# expect: [call.a.b.c(5), call.save('x', force=True)]
# expect: [call(5)] [call.b.c(5)]
# expect: call foo call(1) call.foo.bar(2, z=3) <ANY>
# expect: True True False True
# expect: [] False 0
