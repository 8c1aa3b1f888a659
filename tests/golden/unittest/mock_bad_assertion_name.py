# A misspelt assertion is not made into a child mock.
from unittest.mock import Mock

try:
    Mock().assert_caled()
except AttributeError as e:
    print(e)
# expect: 'assert_caled' is not a valid assertion. Use a spec for the mock if 'assert_caled' is meant to be an attribute.
