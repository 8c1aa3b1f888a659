# A plain Mock has no magic methods.
from unittest.mock import Mock

len(Mock())
# expect runtime error: TypeError: object of type 'Mock' has no len()
