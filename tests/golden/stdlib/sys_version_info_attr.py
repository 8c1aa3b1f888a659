# version_info has only its five fields.
import sys
print(sys.version_info.releaselevel)
sys.version_info.build

# expect: final
# expect runtime error: AttributeError: 'sys.version_info' object has no attribute 'build'
