# bool cannot be subclassed.
class Flag(bool):
    pass
# expect runtime error: TypeError: type 'bool' is not an acceptable base type
