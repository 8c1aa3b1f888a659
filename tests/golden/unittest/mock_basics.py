# Mock: return_value, called, call_count, call_args and call_args_list; attributes are child
# mocks made on first use and kept.
from unittest.mock import Mock, call

m = Mock(return_value=3)
print(m(1, 2), m.called, m.call_count)
print(m.call_args, m.call_args_list)
print(m.call_args.args, m.call_args.kwargs)
args, kwargs = m.call_args
print(args, kwargs, m.call_args == call(1, 2), m.call_args == ((1, 2), {}))
m.assert_called_once_with(1, 2)
m.assert_called_with(1, 2)
m.assert_called()
m.assert_called_once()
print(m.method is m.method, m.method.called)
m.method.return_value = "r"
print(m.method("x", key=1), m.method.call_args)
print(Mock().called, Mock().call_args, Mock().call_count)
# expect: 3 True 1
# expect: call(1, 2) [call(1, 2)]
# expect: (1, 2) {}
# expect: (1, 2) {} True True
# expect: True False
# expect: r call('x', key=1)
# expect: False None 0
