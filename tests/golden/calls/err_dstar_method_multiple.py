# a bound method is named Class.method
class C:
    def m(self, **kw):
        return kw

C().m(**{'x': 1}, x=2)
# expect runtime error: TypeError: __main__.C.m() got multiple values for keyword argument 'x'
