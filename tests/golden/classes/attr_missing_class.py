# reading an attribute a class does not have
class P:
    x = 1


print(P.x)
print(P.z)
# expect: 1
# expect runtime error: AttributeError: type object 'P' has no attribute 'z'
