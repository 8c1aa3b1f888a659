# getmembers: (name, value) pairs sorted by name, filtered by a predicate.
import inspect

class Account:
    rate = 0.5
    def __init__(self, owner):
        self.owner = owner
        self.balance = 0
    def deposit(self, n):
        self.balance += n
    def withdraw(self, n):
        self.balance -= n
    @property
    def rich(self):
        return self.balance > 100

acct = Account("ann")
print([name for name, _ in inspect.getmembers(acct) if not name.startswith("_")])
print([name for name, _ in inspect.getmembers(Account, inspect.isfunction)])
print([name for name, _ in inspect.getmembers(acct, inspect.ismethod)])
print([(n, v) for n, v in inspect.getmembers(acct) if n in ("balance", "owner", "rate", "rich")])
# expect: ['balance', 'deposit', 'owner', 'rate', 'rich', 'withdraw']
# expect: ['__init__', 'deposit', 'withdraw']
# expect: ['__init__', 'deposit', 'withdraw']
# expect: [('balance', 0), ('owner', 'ann'), ('rate', 0.5), ('rich', False)]
