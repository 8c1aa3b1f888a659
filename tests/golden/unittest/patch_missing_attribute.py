# Patching an attribute the object does not have fails when the patch starts.
from unittest.mock import patch


class Box:
    pass


with patch.object(Box, "missing"):
    pass
# expect runtime error: AttributeError: <class '__main__.Box'> does not have the attribute 'missing'
