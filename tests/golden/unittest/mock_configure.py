# Mock(**kwargs) and configure_mock set attributes, dotted names reaching into children;
# sentinel objects are unique per name.
from unittest.mock import DEFAULT, Mock, sentinel

c = Mock(**{"method.return_value": 3, "attr": 5, "a.b.side_effect": KeyError})
print(c.method(), c.attr)
c.configure_mock(other=6, **{"method.return_value": 4})
print(c.other, c.method())
try:
    c.a.b()
except KeyError:
    print("KeyError")
print(sentinel.token, sentinel.token is sentinel.token, sentinel.a is sentinel.b, DEFAULT)
print(Mock(return_value=sentinel.result)() is sentinel.result)
# expect: 3 5
# expect: 6 4
# expect: KeyError
# expect: sentinel.token True False sentinel.DEFAULT
# expect: True
