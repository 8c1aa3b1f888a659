# A misspelt instance attribute of a user class.
class Account:
    def __init__(self):
        self.balance = 10
a = Account()
print(a.balanse)

# expect runtime error: AttributeError: 'Account' object has no attribute 'balanse'. Did you mean: 'balance'?
