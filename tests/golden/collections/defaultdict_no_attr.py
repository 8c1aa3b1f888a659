# an unknown attribute names the type as CPython does
from collections import defaultdict
defaultdict(int).foo
# expect runtime error: AttributeError: 'collections.defaultdict' object has no attribute 'foo'
