# a class is named by its qualified name
class C:
    def __init__(self, **kw):
        self.kw = kw

C(**5)
# expect runtime error: TypeError: __main__.C() argument after ** must be a mapping, not int
