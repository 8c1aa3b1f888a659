# ordering objects that define no order
class E:
    pass


print(E() == E())
print(E() < E())
# expect: False
# expect runtime error: TypeError: '<' not supported between instances of 'E' and 'E'
