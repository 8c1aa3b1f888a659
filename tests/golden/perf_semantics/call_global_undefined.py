# Calling a global function that no longer exists raises NameError at the call, with the
# earlier output intact.
def helper(n):
    return n * 2


def run(n):
    return helper(n - 1) + 1


print(run(5))
del helper
print(run(5))

# expect: 9
# expect stderr:     return helper(n - 1) + 1
# expect stderr:            ^^^^^^
# expect runtime error: NameError: name 'helper' is not defined. Did you mean: 'help'?
