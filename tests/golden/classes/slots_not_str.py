# __slots__ items must be strings.
class P:
    __slots__ = ("x", 3)
# expect runtime error: TypeError: __slots__ items must be strings, not 'int'
