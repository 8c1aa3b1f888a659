# total_ordering needs one ordering method.
from functools import total_ordering
@total_ordering
class A:
    pass

# expect runtime error: ValueError: must define at least one ordering operation: < > <= >=
