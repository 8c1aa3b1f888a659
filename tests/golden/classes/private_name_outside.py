# A private attribute is not reachable by its written name from outside the class.
class Account:
    def __init__(self, balance):
        self.__balance = balance
    def balance(self):
        return self.__balance
a = Account(10)
print(a.balance(), a._Account__balance)
print(a.__balance)
# expect: 10 10
# expect runtime error: AttributeError: 'Account' object has no attribute '__balance'. Did you mean: 'balance'?
