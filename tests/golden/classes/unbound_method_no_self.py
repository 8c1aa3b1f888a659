# calling a method through the class without an instance
class P:
    def m(self):
        return 1


print(P.m(P()))
P.m()
# expect: 1
# expect runtime error: TypeError: P.m() missing 1 required positional argument: 'self'
