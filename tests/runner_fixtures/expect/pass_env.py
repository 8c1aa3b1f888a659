# fixture: pass
# The `# env:` variables reach weft's run (the oracle's run does not get them).
# env: WEFT_FIXTURE_ENV=set OTHER=a=b
import os
print(os.environ.get("WEFT_FIXTURE_ENV"), os.environ.get("OTHER"))
# expect: set a=b
# no-cross-check: the oracle runs without the variables
