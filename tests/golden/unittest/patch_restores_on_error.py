# An exception in a patched block or function goes on; the original is back all the same.
import math
from unittest.mock import patch


@patch("math.sqrt", return_value=0)
def broken(m):
    raise ValueError("inside")


try:
    broken()
except ValueError as e:
    print("ValueError", e)
try:
    with patch("math.sqrt"):
        raise KeyError("k")
except KeyError:
    print("KeyError")
print(math.sqrt(9))
# expect: ValueError inside
# expect: KeyError
# expect: 3.0
