# An exception class and list cannot both be bases.
class Both(ValueError, list):
    pass
# expect runtime error: TypeError: multiple bases have instance lay-out conflict
