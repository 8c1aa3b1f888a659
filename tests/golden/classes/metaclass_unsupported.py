# Metaclasses are not supported yet: a compile error names them.
class C(metaclass=type):
    pass
# expect error: metaclass_unsupported.py:2:9: error: metaclasses (metaclass=...) are not supported in Weft
