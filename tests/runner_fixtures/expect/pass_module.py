# fixture: pass
import fixture_helper
# expect: never
print(fixture_helper.VALUE)  # expect: 42
