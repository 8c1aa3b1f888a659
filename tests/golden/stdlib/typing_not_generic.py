# typing.Any takes no subscript.
from typing import Any
print(Any)
Any[int]

# expect: typing.Any
# expect runtime error: TypeError: type 'Any' is not subscriptable
