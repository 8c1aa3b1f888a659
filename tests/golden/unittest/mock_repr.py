# A mock's repr names it by its path from the top mock (the id left out here).
import re
from unittest.mock import MagicMock, Mock


def show(m):
    print(re.sub(r" id='\d+'", "", repr(m)))


m = Mock()
show(m)
show(m.method)
show(m.a.b)
show(m())
show(m().x)
show(Mock(name="fetch").json)
show(MagicMock().data)
# expect: <Mock>
# expect: <Mock name='mock.method'>
# expect: <Mock name='mock.a.b'>
# expect: <Mock name='mock()'>
# expect: <Mock name='mock().x'>
# expect: <Mock name='fetch.json'>
# expect: <MagicMock name='mock.data'>
