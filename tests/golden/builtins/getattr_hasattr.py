# getattr and hasattr.
import math
print(hasattr(math, "pi"), hasattr(math, "nope"), hasattr([], "append"), hasattr(1.5, "is_integer"), hasattr("s", "x"))
print(getattr(math, "pi"), getattr(math, "nope", "default"), getattr("abc", "upper")())

# expect: True False True True False
# expect: 3.141592653589793 default ABC
