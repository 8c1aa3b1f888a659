# A failing mock assertion left uncaught.
from unittest.mock import Mock

m = Mock()
m.assert_called()
# expect runtime error: AssertionError: Expected 'mock' to have been called.
