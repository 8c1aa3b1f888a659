# a format spec for an object without __format__
class E:
    pass


e = E()
print(f"{e:}" == str(e), format(e) == str(e))
print(format(e, ">5"))
# expect: True True
# expect runtime error: TypeError: unsupported format string passed to E.__format__
