x = 1
class Foo:
    pass
# no-cross-check: Weft-specific compile error
# expect error: class_def.py:2:1: error: classes are not supported in Weft
